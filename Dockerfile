# Frontdoor's app image: one image, three commands. The default one runs the server (HTTP,
# /collab and /events on port 3000); `node --enable-source-maps worker/dist/main.js` runs the
# worker, and `node scripts/migrate.mjs` the migrations. docker-compose.yml uses all three
# (README: The whole product in one command).
#
# Node 24, the current LTS line (Node 20 is past its end of life). The deploy test
# (test/deploy/caddy.test.ts) runs the built server on the major named here, behind Caddy.
FROM node:24-slim

WORKDIR /app

# Dependencies first, from the manifests only, so a source change does not reinstall them.
# `npm install`, not `npm ci` (see ../shared/STACK.md: the lockfile lacks other platforms' swc builds).
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY data/package.json data/
COPY server/package.json server/
COPY worker/package.json worker/
COPY client/package.json client/
COPY tools/classic-typescript/package.json tools/classic-typescript/
RUN npm install --no-audit --no-fund

# Shared, server and worker compiled with swc, the client built with Vite and prerendered.
# The app only reads its files at run time, so they stay root's and the processes run as `node`.
COPY . .
RUN node scripts/build.mjs

# Uploaded logos and browser icons: the one folder the app writes, the `node` user's (mount a
# volume here; several server instances share it).
RUN mkdir -p /var/lib/frontdoor/uploads && chown node:node /var/lib/frontdoor/uploads
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    UPLOADS_DIR=/var/lib/frontdoor/uploads
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "server/dist/server/src/main.js"]
