/** @module The worker's view registry: every view, imported statically. */
import Blog from "./blog";
import ForWho from "./for-who";
import Home from "./home";
import Manual from "./manual";
import Page from "./page";
import Product from "./product";
import { registerView } from "./registry";
import Solution from "./solution";

registerView("home", Home);
registerView("page", Page);
registerView("product", Product);
registerView("solution", Solution);
registerView("forWho", ForWho);
registerView("blog", Blog);
registerView("manual", Manual);
