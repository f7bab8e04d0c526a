// The content-API actions the website's operations need, and no others: read off
// the site's model table (worker/content/models.ts) by `npm run codegen`.
const { read, write } = require("./content-models.json");

/** Everything the site reads: every content type, and the companies of the sale locations. */
const READ_ACTIONS = read;

/** What the site writes: a visitor's contact request. */
const WRITE_ACTIONS = write;

module.exports = { READ_ACTIONS, WRITE_ACTIONS };
