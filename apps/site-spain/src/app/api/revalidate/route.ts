export { revalidatePOST as POST } from '@clavis/site-shell/routes';
