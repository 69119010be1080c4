// The shape every language's catalogue must have: English's keys, any text (decision 267).
export type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
