import { STATE_PREFIX } from './RelayState';

// The kept answers' budget in Redis, as Lua scripts (each runs atomically, so that every instance keeps one
// account). Per entry: its value at `v:<key>` (expiring with it), its references' fields in `r:<map>` and
// their list at `kept:refs:<key>`; its size, owner, last use and expiry in the `kept:` hashes and sorted
// sets; the totals, all and per owner.

const ACCOUNT = `
local P = '${STATE_PREFIX}'
local LRU, EXPIRY, SIZE, OWNER = P .. 'kept:lru', P .. 'kept:expiry', P .. 'kept:size', P .. 'kept:owner'
local TOTAL, OWNER_TOTAL = P .. 'kept:total', P .. 'kept:owner-total'
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
`;

/**
 * Keeps entries. ARGV: budget, per-owner budget, ttl ms, owner, then for each entry: key, value, size (bytes,
 * entryBytes), references' map ('' for none), their count n, then n field and text pairs. First forgets up to
 * 200 entries past their time; replaces an entry of the same key; skips one larger than a share; then lets
 * the owner's oldest go while it holds more than its share, and everyone's least recently used while all
 * hold more than the budget. A reference is removed with its entry only while it still leads to it (its text
 * starts with `<key>#`), not once another entry took its field over.
 */
export const KEEP = `${ACCOUNT}
local function forget(key)
  local size = tonumber(redis.call('HGET', SIZE, key) or '0')
  local owner = redis.call('HGET', OWNER, key)
  redis.call('ZREM', LRU, key)
  redis.call('ZREM', EXPIRY, key)
  redis.call('HDEL', SIZE, key)
  redis.call('HDEL', OWNER, key)
  redis.call('DECRBY', TOTAL, size)
  if owner then
    redis.call('ZREM', P .. 'kept:owner:' .. owner, key)
    if redis.call('HINCRBY', OWNER_TOTAL, owner, -size) <= 0 then redis.call('HDEL', OWNER_TOTAL, owner) end
  end
  redis.call('DEL', P .. 'v:' .. key)
  local refs = redis.call('GET', P .. 'kept:refs:' .. key)
  if refs then
    redis.call('DEL', P .. 'kept:refs:' .. key)
    local map
    local prefix = key .. '#'
    for field in string.gmatch(refs, '[^\\n]+') do
      if not map then
        map = P .. 'r:' .. field
      else
        local text = redis.call('HGET', map, field)
        if text and string.sub(text, 1, #prefix) == prefix then redis.call('HDEL', map, field) end
      end
    end
  end
end

local budget, share, ttl, owner = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
for _, key in ipairs(redis.call('ZRANGEBYSCORE', EXPIRY, '-inf', now, 'LIMIT', 0, 200)) do forget(key) end

local index = 5
while index <= #ARGV do
  local key, value, size, map, count = ARGV[index], ARGV[index + 1], tonumber(ARGV[index + 2]), ARGV[index + 3], tonumber(ARGV[index + 4])
  if redis.call('HEXISTS', SIZE, key) == 1 then forget(key) end
  if size <= share then
    redis.call('SET', P .. 'v:' .. key, value, 'PX', ttl)
    if map ~= '' then
      local lines = { map }
      for ref = 0, count - 1 do
        local field, text = ARGV[index + 5 + 2 * ref], ARGV[index + 6 + 2 * ref]
        redis.call('HSET', P .. 'r:' .. map, field, text)
        lines[#lines + 1] = field
      end
      redis.call('SET', P .. 'kept:refs:' .. key, table.concat(lines, '\\n'), 'PX', ttl)
    end
    redis.call('HSET', SIZE, key, size)
    redis.call('HSET', OWNER, key, owner)
    redis.call('ZADD', LRU, now, key)
    redis.call('ZADD', EXPIRY, now + ttl, key)
    redis.call('ZADD', P .. 'kept:owner:' .. owner, now, key)
    redis.call('INCRBY', TOTAL, size)
    redis.call('HINCRBY', OWNER_TOTAL, owner, size)
  end
  index = index + 5 + 2 * count
end

while tonumber(redis.call('HGET', OWNER_TOTAL, owner) or '0') > share do
  local oldest = redis.call('ZRANGE', P .. 'kept:owner:' .. owner, 0, 0)
  if #oldest == 0 then break end
  forget(oldest[1])
end
while tonumber(redis.call('GET', TOTAL) or '0') > budget do
  local oldest = redis.call('ZRANGE', LRU, 0, 0)
  if #oldest == 0 then break end
  forget(oldest[1])
end
return 1
`;

/** The values of ARGV's keys (nil where none), each found marked used now. */
export const READ = `${ACCOUNT}
local values = {}
for index, key in ipairs(ARGV) do
  local value = redis.call('GET', P .. 'v:' .. key)
  if value then redis.call('ZADD', LRU, 'XX', now, key) end
  values[index] = value
end
return values
`;

/** What the budget holds now: {total bytes, entries}. */
export const TOTALS = `${ACCOUNT}
return { tonumber(redis.call('GET', TOTAL) or '0'), redis.call('ZCARD', LRU) }
`;
