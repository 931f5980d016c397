import 'reflect-metadata';
process.env.NODE_ENV = 'test';
