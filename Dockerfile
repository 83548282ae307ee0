# Production image: builds the web app and the api, runs the api (which serves the web app).
FROM node:20-bookworm-slim AS build
RUN npm install -g pnpm@10 && apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build && pnpm --filter api deploy --prod --legacy /out

FROM node:20-bookworm-slim
# A maintained ffmpeg for super administrators' videos (the npm-bundled build is from 2018).
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data/uploads && chown node:node /data/uploads
ENV NODE_ENV=production FFMPEG_PATH=/usr/bin/ffmpeg FFPROBE_PATH=/usr/bin/ffprobe UPLOADS_DIR=/data/uploads
WORKDIR /app/api
COPY --from=build /out /app/api
COPY --from=build /app/web/dist /app/web/dist
ENV WEB_DIST=/app/web/dist
USER node
EXPOSE 3000
# --no-memory-reducer, as api/package.json's start script: see docs/architecture.md (Subscriptions).
CMD ["node", "--no-memory-reducer", "dist/main.js"]
