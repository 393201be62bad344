/** The page at an address the app has none for (its title and description are meta.notFound's). */
export const notFound = {
  title: "Oops! Page not found",
  text: "The page you are looking for does not exist or may have moved.",
  home: "Return to Home",
};
