// Stand-in for the `server-only` package in tests (which run on the server side by definition).
export {}
