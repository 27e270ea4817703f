/** Nothing configured: the floor is what Next.js ships by default. */
const config = {};
export default config;
