// A Redis server of a test's own (Debian's redis-server, no persistence, on a spare loopback port):
// a fault test kills, pauses and restarts it, never the machine's shared Redis on 6379.
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

export interface TestRedis {
  url: string
  port: number
  /** kill -9: the server is gone, its data with it. */
  kill(): Promise<void>
  /** SIGSTOP: connections stay open but nothing answers. */
  pause(): void
  /** SIGCONT after pause(). */
  resume(): void
  /** Starts it again on the same port after kill() (does nothing while it runs). */
  start(): Promise<void>
  stop(): Promise<void>
}

/** A free TCP port on the loopback (the kernel's pick). */
export async function sparePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function answers(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => socket.end('PING\r\n'))
      socket.once('data', (data) => resolve(data.toString().startsWith('+PONG')))
      socket.once('error', () => resolve(false))
    })
    if (up) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`redis-server on port ${port} did not start`)
}

export async function startTestRedis(port?: number): Promise<TestRedis> {
  const chosen = port ?? (await sparePort())
  let child: ChildProcess | null = null
  const start = async () => {
    if (child && child.exitCode === null) return
    child = spawn(
      'redis-server',
      [
        '--port',
        String(chosen),
        '--bind',
        '127.0.0.1',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
      ],
      { stdio: 'ignore' },
    )
    await answers(chosen)
  }
  const kill = async () => {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }
  await start()
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    kill,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    start,
    stop: async () => {
      child?.kill('SIGCONT')
      await kill()
    },
  }
}
