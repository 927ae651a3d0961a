/*
 * Types of the API, read from the generated schema (npm run gen:api turns api/openapi.yaml into
 * schema.d.ts). Fetchers name their bodies with these, never with hand-written interfaces.
 */
import type { components, paths } from './schema';

export type Schemas = components['schemas'];

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof paths, M extends Method> = NonNullable<paths[P][M]>;
type Json<R> = R extends { content: { 'application/json': infer Body } } ? Body : never;
type Success<R> = R extends { 200: infer Ok }
  ? Ok
  : R extends { 201: infer Created }
    ? Created
    : never;

/** The JSON body of the success answer (200, else 201) of `M P`. */
export type ResponseBody<P extends keyof paths, M extends Method = 'get'> = Json<
  Success<Operation<P, M>['responses']>
>;

/** The JSON body that `M P` accepts. */
export type RequestBody<P extends keyof paths, M extends Method> = Json<
  NonNullable<Operation<P, M>['requestBody']>
>;

/** The query parameters that `M P` accepts. */
export type QueryParams<P extends keyof paths, M extends Method = 'get'> = NonNullable<
  Operation<P, M>['parameters']['query']
>;
