/**
 * What the import did, said as it goes (one line per change or failure, one
 * per finished group) and summed up at the end: how many records were created,
 * changed or already right, and every record that could not be loaded, why.
 */

export interface Failure {
  kind: string;
  key: string;
  reason: string;
}

interface Counts {
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
}

export class Report {
  private readonly counts = new Map<string, Counts>();
  readonly failures: Failure[] = [];

  constructor(private readonly log: (line: string) => void = console.log) {}

  private count(kind: string): Counts {
    let counts = this.counts.get(kind);
    if (!counts) {
      counts = { created: 0, updated: 0, unchanged: 0, failed: 0 };
      this.counts.set(kind, counts);
    }
    return counts;
  }

  section(title: string): void {
    this.log(`${title}…`);
  }

  created(kind: string, key: string, what = "created"): void {
    this.count(kind).created++;
    this.log(`  + ${kind} ${key}: ${what}`);
  }

  changed(kind: string, key: string, what: string): void {
    if (what === "uploaded" || what === "created") this.count(kind).created++;
    else this.count(kind).updated++;
    this.log(`  ~ ${kind} ${key}: ${what}`);
  }

  unchanged(kind: string, _key: string): void {
    this.count(kind).unchanged++;
  }

  failed(kind: string, key: string, error: unknown): void {
    this.count(kind).failed++;
    const reason = error instanceof Error ? error.message : String(error);
    this.failures.push({ kind, key, reason });
    this.log(`  ✗ ${kind} ${key}: ${reason}`);
  }

  /** Whether anything was created or changed. */
  get changes(): number {
    let n = 0;
    for (const c of this.counts.values()) n += c.created + c.updated;
    return n;
  }

  summary(): string[] {
    const lines = [...this.counts].map(
      ([kind, c]) =>
        `${kind.padEnd(26)} ${String(c.created).padStart(4)} created ${String(c.updated).padStart(4)} updated ${String(c.unchanged).padStart(4)} unchanged${c.failed ? ` ${c.failed} FAILED` : ""}`,
    );
    if (this.failures.length === 0) return [...lines, "Everything was loaded."];
    return [
      ...lines,
      `Not loaded (${this.failures.length}):`,
      ...this.failures.map((f) => `  ${f.kind} ${f.key}: ${f.reason}`),
    ];
  }
}
