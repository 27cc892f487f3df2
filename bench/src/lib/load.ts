/**
 * A small keep-alive load generator over raw sockets (what autocannon does, without a
 * dependency): `connections` sockets, one request in flight on each, the next sent as soon as
 * the answer's last byte arrives. Answers are framed by `content-length` (the servers measured
 * always send it). Bounded by `durationMs`.
 */
import { connect, type Socket } from "node:net"

export interface LoadResult {
  readonly responses: number
  readonly ms: number
  /** Responses per status code. */
  readonly statuses: Readonly<Record<number, number>>
}

export interface LoadOptions {
  readonly port: number
  readonly connections: number
  readonly durationMs: number
  /** The bytes of the i-th request (HTTP/1.1, keep-alive). */
  readonly request: (i: number) => Buffer
}

const HEADER_END = Buffer.from("\r\n\r\n")

export const runLoad = (options: LoadOptions): Promise<LoadResult> =>
  new Promise((resolve, reject) => {
    let seq = 0
    let responses = 0
    const statuses: Record<number, number> = {}
    const sockets: Array<Socket> = []
    const t0 = performance.now()
    let ended = false
    const finish = (error?: unknown) => {
      if (ended) return
      ended = true
      for (const s of sockets) s.destroy()
      if (error !== undefined) reject(error)
      else resolve({ responses, ms: performance.now() - t0, statuses })
    }
    const timer = setTimeout(() => finish(), options.durationMs)
    for (let c = 0; c < options.connections; c++) {
      const socket = connect(options.port, "127.0.0.1")
      socket.setNoDelay(true)
      sockets.push(socket)
      let buffered: Buffer = Buffer.alloc(0)
      let need = -1 // bytes of the current answer (head + body), once its head is read
      socket.on("connect", () => socket.write(options.request(seq++)))
      socket.on("data", (chunk: Buffer) => {
        buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk])
        for (;;) {
          if (need < 0) {
            const end = buffered.indexOf(HEADER_END)
            if (end < 0) return
            const head = buffered.subarray(0, end).toString("latin1")
            const length = /\r\ncontent-length: *(\d+)/i.exec(head)
            if (length === null) return finish(new Error(`answer without content-length: ${head.slice(0, 200)}`))
            need = end + 4 + Number(length[1])
            const status = Number(head.slice(9, 12))
            statuses[status] = (statuses[status] ?? 0) + 1
          }
          if (buffered.length < need) return
          buffered = buffered.subarray(need)
          need = -1
          responses++
          if (ended) return
          socket.write(options.request(seq++))
        }
      })
      socket.on("error", (error) => {
        clearTimeout(timer)
        finish(error)
      })
    }
  })
