#!/bin/sh
# Entry point of the Docker image: the first argument picks the process.
#   web        Remix server (remix-app/server.js), listens on WEB_PORT (3000)
#   api        legacy-api (legacy-api/dist/server.js), listens on API_PORT (7000)
#   worker     Bull worker (jobs/dist/worker.js)
#   migrate    apply pending migrations and exit (legacy-api/dist/cli.js migrate)
#   seed-demo  seed the demo practice and exit
# Anything else runs as a command (docker run IMAGE sh).
set -e
cd /app
role="${1:-web}"
[ "$#" -gt 0 ] && shift
case "$role" in
  web)
    cd /app/remix-app
    PORT="${WEB_PORT:-3000}" exec node server.js "$@" ;;
  api)
    PORT="${API_PORT:-7000}" exec node legacy-api/dist/server.js "$@" ;;
  worker)
    exec node jobs/dist/worker.js "$@" ;;
  migrate)
    exec node legacy-api/dist/cli.js migrate "$@" ;;
  seed-demo)
    exec node legacy-api/dist/cli.js seed-demo "$@" ;;
  *)
    exec "$role" "$@" ;;
esac
