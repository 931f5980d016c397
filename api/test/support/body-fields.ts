import type { INestApplication } from '@nestjs/common';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';

type Controller = new (...args: never[]) => unknown;

/** The class of a handler's @Body() parameter, if it has one that is a DTO class. */
function bodyClassOf(controller: Controller, method: string): Controller | undefined {
  const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
    string,
    { index: number }
  >;
  const types = (Reflect.getMetadata('design:paramtypes', controller.prototype as object, method) ??
    []) as unknown[];
  const body = Object.entries(args).find(([key]) => key.split(':')[0] === String(RouteParamtypes.BODY));
  const type = body ? types[body[1].index] : undefined;
  return typeof type === 'function' && type !== Object ? (type as Controller) : undefined;
}

/** The field names each handler's body DTO validates ("Controller.method" → names), read from class-validator. */
export function bodyFieldsByHandler(app: INestApplication): Map<string, string[]> {
  const storage = getMetadataStorage();
  const fields = new Map<string, string[]>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Controller | null;
      if (!controller) continue;
      for (const method of Object.getOwnPropertyNames(controller.prototype)) {
        const dto = bodyClassOf(controller, method);
        if (!dto) continue;
        const names = storage
          .getTargetValidationMetadatas(dto, '', true, false)
          .map((metadata) => metadata.propertyName);
        fields.set(`${controller.name}.${method}`, [...new Set(names)]);
      }
    }
  }
  return fields;
}
