pub mod check;
pub mod diagnostic;
pub mod explain;
pub mod load;
pub mod schema;
pub mod yaml;
