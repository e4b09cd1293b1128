// Shared helper of the bench: the floor of the stack. An empty App Router page (a root layout and
// a page holding one heading, nothing else) is written into .bench/empty-app/, built by the same
// `next` with the same bundler (Turbopack, Next 16's default) and the settings of next.config.ts
// that change what the browser runs, then served by `next start`. What it loads is what any page
// of any Next 16 + React 19 site loads before a line of its own code.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'
import site from '../../next.config'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** Inside the project, so that it resolves `next`, `react` and `react-dom` from its node_modules. */
export const EMPTY_APP_DIR = path.join(ROOT, '.bench/empty-app')

const FILES: Record<string, string> = {
  'app/layout.jsx': `export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
`,
  'app/page.jsx': `export default function Page() {
  return <h1>An empty page</h1>
}
`,
  // The site's settings that shape the client, read from its own next.config.ts: its caching
  // model and the router's prefetching.
  'next.config.mjs': `export default ${JSON.stringify({
    cacheComponents: site.cacheComponents,
    partialPrefetching: site.partialPrefetching,
    poweredByHeader: false,
  })}
`,
  'package.json': '{ "private": true, "type": "module" }\n',
}

const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [nextBin, ...args], {
    cwd: EMPTY_APP_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true, // its own process group, stopped as a whole
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  })
}

const exitOf = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

export interface EmptyApp {
  url: string
  /** Its build folder (for the framework's scripts: build-manifest.json's rootMainFiles). */
  distDir: string
  /** Seconds `next build` took (a reminder of what the machine was doing). */
  buildSeconds: number
  stop: () => Promise<void>
}

/** Writes, builds and starts the empty app; its build starts from nothing each time. */
export async function startEmptyApp(): Promise<EmptyApp> {
  fs.rmSync(EMPTY_APP_DIR, { recursive: true, force: true })
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(EMPTY_APP_DIR, file)), { recursive: true })
    fs.writeFileSync(path.join(EMPTY_APP_DIR, file), text)
  }
  const started = Date.now()
  const build = run(['build'], { NODE_ENV: 'production' })
  build.stdout?.resume()
  const code = await exitOf(build)
  if (code !== 0) throw new Error(`the empty app's build exited with code ${code}`)
  const buildSeconds = Math.round((Date.now() - started) / 1000)
  const port = await freePort()
  const server = run(['start', '-p', String(port), '-H', '127.0.0.1'], { NODE_ENV: 'production' })
  server.stdout?.resume()
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the empty app exited with code ${server.exitCode}`)
    if (Date.now() > deadline) throw new Error('the empty app did not start in time')
    try {
      if ((await fetch(url + '/')).ok) break
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  const stop = async () => {
    if (server.exitCode !== null) return
    const exited = exitOf(server)
    process.kill(-server.pid!, 'SIGTERM')
    await exited
  }
  return { url, distDir: path.join(EMPTY_APP_DIR, '.next'), buildSeconds, stop }
}
