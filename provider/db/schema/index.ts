// The provider's schema: drizzle-kit reads this folder to generate migrations.
export * from './content';
export * from './geography';
export * from './inventory';
export * from './products';
export * from './carts';
export * from './orders';
export * from './members';
export * from './media';
export * from './jobs';
export * from './octo';
