import { startClient } from '@/app/client';

startClient();
