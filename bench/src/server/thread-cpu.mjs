// CPU time of the process's threads other than the main one (V8's helpers: parallel scavenge,
// concurrent marking and sweeping; libuv's pool), in µs, from /proc/self/task (Linux; undefined
// elsewhere). `process.cpuUsage()` counts them with the main thread; a main-thread profile never shows them.
import { readdirSync, readFileSync } from "node:fs"

const TICK_US = 1e6 / 100 // USER_HZ: 100 on Linux

export const otherThreadsCpuUs = () => {
  try {
    let ticks = 0
    for (const tid of readdirSync("/proc/self/task")) {
      if (tid === String(process.pid)) continue
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, "utf8").split(") ")[1].split(" ")
      ticks += Number(fields[11]) + Number(fields[12]) // utime, stime
    }
    return ticks * TICK_US
  } catch {
    return undefined
  }
}
