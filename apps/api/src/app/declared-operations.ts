import 'reflect-metadata';
import { METHOD_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod, type Type } from '@nestjs/common';
import { FEATURE_MODULES } from './api.module.js';
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

/** A feature module's own and imported modules, each once (read from the @Module decorators; nothing is built). */
function modulesFrom(roots: readonly Type[], seen = new Set<Type>()): Type[] {
  for (const module of roots) {
    if (seen.has(module)) continue;
    seen.add(module);
    modulesFrom((Reflect.getMetadata('imports', module) as Type[] | undefined) ?? [], seen);
  }
  return [...seen];
}

const metadataOf = (key: 'controllers' | 'providers'): unknown[] =>
  modulesFrom(FEATURE_MODULES).flatMap((m) => (Reflect.getMetadata(key, m) as unknown[] | undefined) ?? []);
const methodsOf = (cls: Type): [string, object][] =>
  Object.entries(Object.getOwnPropertyDescriptors(cls.prototype))
    .filter(([name, d]) => name !== 'constructor' && typeof d.value === 'function')
    .map(([name, d]) => [name, d.value as object]);

/** The guard's lookup: the decorator on the handler, else ACCESS_TABLE. */
export const declaredRuleOf = (handler: object | undefined, key: string): AccessRule | undefined =>
  (handler && (Reflect.getMetadata(ACCESS_METADATA, handler) as AccessRule | undefined)) ?? ACCESS_TABLE[key];

/** Every REST route of every controller (read from the decorators; used by tests, never at run time). */
export function declaredRestOperations(): DeclaredOperation[] {
  return (metadataOf('controllers') as Type[]).flatMap((controller) =>
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
  const classes = metadataOf('providers').filter((p): p is Type => typeof p === 'function');
  return classes.flatMap((cls) =>
    methodsOf(cls)
      .filter(([, handler]) => Reflect.getMetadata(RESOLVER_NAME, handler) !== undefined)
      .map(([, handler]) => {
        const key = `${String(Reflect.getMetadata(RESOLVER_TYPE, handler))}.${String(Reflect.getMetadata(RESOLVER_NAME, handler))}`;
        return { key, handler, rule: declaredRuleOf(handler, key) };
      }),
  );
}
