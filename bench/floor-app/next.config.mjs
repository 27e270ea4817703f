/** Nothing configured: the floor is what Next.js ships by default. */
export default {};
