# The app image: one image for every role (APP_ROLES chooses what a container runs). Node.js 26 LTS.
FROM node:26-trixie-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY api/package.json api/
COPY web/package.json web/
COPY bench/package.json bench/
COPY docs/package.json docs/
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npx tsc -b && npm run build -w web && npm prune --omit=dev --no-audit --no-fund

FROM node:26-trixie-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/contracts/package.json ./contracts/
COPY --from=build /app/contracts/dist ./contracts/dist
COPY --from=build /app/projections/package.json ./projections/
COPY --from=build /app/projections/dist ./projections/dist
COPY --from=build /app/api/package.json ./api/
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/web/dist-server ./web/dist-server
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
