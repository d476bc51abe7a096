pub mod check;
pub mod diagnostic;
pub mod facts;
pub mod load;
pub mod schema;
pub mod yaml;
