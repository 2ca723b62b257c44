import 'reflect-metadata';
import { METHOD_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod, type Type } from '@nestjs/common';
import { ApiModule, type ApiModuleOptions } from './api.module.js';
import { apiConfigFromEnv } from '../config/api-config.js';
import { ACCESS_METADATA, type AccessRule } from '../access/access-rule.js';
import { ACCESS_TABLE } from '../access/access-table.js';
import { routeKey } from '../access/module-access.guard.js';

const RESOLVER_NAME = 'graphql:resolver_name';
const RESOLVER_TYPE = 'graphql:resolver_type';

/** One REST route or resolver field of the API as the guard names it, with the rule the guard applies. */
export interface DeclaredOperation {
  key: string;
  handler: object;
  rule: AccessRule | undefined;
}

// ApiModule.with only assembles the module's metadata (the GraphQL options read the configuration): nothing here
// is called.
const apiModule = ApiModule.with({ config: apiConfigFromEnv({}, { webDistDir: null }) } as ApiModuleOptions);
const methodsOf = (cls: Type): [string, object][] =>
  Object.entries(Object.getOwnPropertyDescriptors(cls.prototype))
    .filter(([name, d]) => name !== 'constructor' && typeof d.value === 'function')
    .map(([name, d]) => [name, d.value as object]);

/** The guard's lookup: the decorator on the handler, else ACCESS_TABLE. */
export const declaredRuleOf = (handler: object | undefined, key: string): AccessRule | undefined =>
  (handler && (Reflect.getMetadata(ACCESS_METADATA, handler) as AccessRule | undefined)) ?? ACCESS_TABLE[key];

/** Every REST route of every controller (read from the decorators; used by tests, never at run time). */
export function declaredRestOperations(): DeclaredOperation[] {
  return (apiModule.controllers ?? []).flatMap((controller) =>
    methodsOf(controller)
      .filter(([, handler]) => Reflect.getMetadata(METHOD_METADATA, handler) !== undefined)
      .map(([, handler]) => {
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const key = routeKey(method, controller, handler);
        return { key, handler, rule: declaredRuleOf(handler, key) };
      }),
  );
}

/** Every resolver method bound to a Query or Mutation field. */
export function declaredResolverOperations(): DeclaredOperation[] {
  const classes = (apiModule.providers ?? []).filter((p): p is Type => typeof p === 'function');
  return classes.flatMap((cls) =>
    methodsOf(cls)
      .filter(([, handler]) => Reflect.getMetadata(RESOLVER_NAME, handler) !== undefined)
      .map(([, handler]) => {
        const key = `${String(Reflect.getMetadata(RESOLVER_TYPE, handler))}.${String(Reflect.getMetadata(RESOLVER_NAME, handler))}`;
        return { key, handler, rule: declaredRuleOf(handler, key) };
      }),
  );
}
