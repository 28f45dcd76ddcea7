import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL, httpClient } from './http';

/** ra-data-simple-rest on the admin API: the server speaks exactly its conventions. */
export const dataProvider = simpleRestProvider(API_URL, httpClient);
