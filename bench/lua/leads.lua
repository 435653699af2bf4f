-- wrk: POST /api/leads with a distinct valid lead each time; count statuses, keep the ids of
-- the 201s, and at the end write them to the file named by LEADS_IDS_FILE (one id a line),
-- then print the run's figures as one JSON line (latencies in microseconds).
-- Arguments (after --): run tag, JSON body before the e-mail, JSON body after it.
local threads = {}
local next_thread = 1

function setup(thread)
  thread:set("thread_no", next_thread)
  next_thread = next_thread + 1
  table.insert(threads, thread)
end

function init(args)
  tag, before, after = args[1], args[2], args[3]
  counter = 0
  ids = {}
  statuses = {}
end

function request()
  counter = counter + 1
  local email = string.format("bench+%s-%d-%d@entreprise.example", tag, thread_no, counter)
  return wrk.format("POST", "/api/leads", { ["Content-Type"] = "application/json" }, before .. email .. after)
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  if status == 201 then
    ids[#ids + 1] = body:match('"id"%s*:%s*"([^"]+)"') or "?"
  end
end

function done(summary, latency, requests)
  local out = assert(io.open(os.getenv("LEADS_IDS_FILE"), "w"))
  local counts = {}
  for _, thread in ipairs(threads) do
    for _, id in ipairs(thread:get("ids")) do
      out:write(id, "\n")
    end
    for status, n in pairs(thread:get("statuses")) do
      counts[#counts + 1] = string.format('"%d":%d', status, n)
    end
  end
  out:close()
  local e = summary.errors
  io.write(string.format(
    '{"requests":%d,"duration_us":%d,"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d,"statuses":[{%s}],'
      .. '"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max, table.concat(counts, "},{"),
    e.connect, e.read, e.write, e.status, e.timeout))
end
