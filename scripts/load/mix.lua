-- A mix for wrk: pages (most requests), the route-data API, and contact
-- submissions from many visitors (each its own address and idempotency key).
local pages = {}
local counter = 0

function init(args)
  for i = 1, #args do pages[#pages + 1] = args[i] end
end

local function key()
  counter = counter + 1
  return string.format("load%08x%08x", math.random(0, 0x7fffffff), counter)
end

request = function()
  local roll = math.random(1, 100)
  if roll <= 5 then
    local body = string.format(
      '{"business_name":"Load test BV","contact_person":"Lena Load","email":"lena@example.com","phone":"","message":"A load-test message, please ignore it.","locale":"en","idempotency_key":"%s"}',
      key())
    return wrk.format("POST", "/api/contact", {
      ["content-type"] = "application/json",
      ["origin"] = wrk.scheme .. "://" .. wrk.host .. ":" .. wrk.port,
      ["cf-connecting-ip"] = string.format("10.%d.%d.%d", math.random(0, 255), math.random(0, 255), math.random(1, 254)),
    }, body)
  end
  local path = pages[math.random(1, #pages)]
  if roll <= 30 then
    return wrk.format("GET", "/api/route-data?path=" .. path:gsub("/", "%%2F"))
  end
  return wrk.format("GET", path)
end

local statuses = {}
response = function(status)
  statuses[status] = (statuses[status] or 0) + 1
end

done = function(summary, latency)
  io.write(string.format("requests=%d errors_connect=%d errors_read=%d errors_write=%d errors_timeout=%d non2xx=%d\n",
    summary.requests, summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.timeout, summary.errors.status))
  io.write(string.format("latency_ms p50=%.1f p90=%.1f p99=%.1f max=%.1f\n",
    latency:percentile(50) / 1000, latency:percentile(90) / 1000, latency:percentile(99) / 1000,
    latency.max / 1000))
end
