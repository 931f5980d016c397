import type { INestApplication } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { ACCESS_RULE, type AccessRule } from '../../src/platform/http/access.decorators.js';

export interface ServedRoute {
  /** "METHOD /api/path/:param", as the access table names it. */
  key: string;
  method: string;
  path: string;
  rule: AccessRule | undefined;
  handler: string;
}

function joinPath(...parts: (string | undefined)[]): string {
  const path = parts
    .flatMap((part) => (part ?? '').split('/'))
    .filter(Boolean)
    .join('/');
  return `/api/${path}`.replace(/\/$/, '');
}

/** Every route the app serves, with the access rule it declares (read from Nest's metadata). */
export function servedRoutes(app: INestApplication): ServedRoute[] {
  const reflector = app.get(Reflector);
  const routes: ServedRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | undefined;
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number]!;
        const fullPath = joinPath(Reflect.getMetadata(PATH_METADATA, controller) as string | undefined, path);
        routes.push({
          key: `${method} ${fullPath}`,
          method,
          path: fullPath,
          rule: reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [handler, controller]),
          handler: `${controller.name}.${name}`,
        });
      }
    }
  }
  return routes.sort((a, b) => a.key.localeCompare(b.key));
}
