// The server's and the launcher's own output (scripts/serve.ts, scripts/start.ts); kept apart
// from ./logging.ts, which the app's modules import too.

/**
 * Drops the lines of a log stream that fails (its reader went away: a closed pipe) instead of
 * failing with it. Unhandled, such a failure is an uncaught error: the launcher dies at its next
 * line and leaves its server running unattended; the server reports each failed write on that
 * same stream, which fails again, a loop that keeps a core busy and starves its requests.
 */
export function dropFailedLogWrites() {
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined)
}
