//! Where page bodies wait between the stage that renders them and the stages that read
//! them again (layout, print pages): in memory, or spilled to disk so that a big book is
//! never held in memory whole. The build picks the strategy once; the stages only ask.
use std::borrow::Cow;

use super::render::PageDone;
use crate::site::faults::BuildFault;
use crate::site::output::{PageSink, Spill, Spilled};
use crate::site::{Pipeline, SiteError};

pub struct Bodies {
    spill: Option<Spill>,
}

/// A text kept for a later step: in memory, or on disk when the build spills.
pub enum Stored {
    Here(String),
    Spilled(Spilled),
}

impl Bodies {
    /// A build's page bodies wait on disk (beside its output when it has one); a hook
    /// reads them all at once, and without a sink (`serve`) pages stay in memory.
    pub fn for_build(
        sink: Option<&dyn PageSink>,
        pipeline: &Pipeline,
    ) -> Result<Bodies, SiteError> {
        let spill = match sink {
            Some(s) if pipeline.hook.is_none() => {
                let scratch_dir = std::env::temp_dir();
                Some(Spill::new(s.scratch().unwrap_or(&scratch_dir))?)
            }
            _ => None,
        };
        Ok(Bodies { spill })
    }

    /// Lays a page's body aside when the build spills (leaving `html` empty).
    pub fn lay_aside(&self, html: &mut String) -> Result<Option<Spilled>, SiteError> {
        let Some(spill) = &self.spill else {
            return Ok(None);
        };
        let at = spill.put(html)?;
        *html = String::new();
        Ok(Some(at))
    }

    /// A page's body, from memory or from the disk.
    pub fn body<'d>(
        &self,
        spilled: Option<Spilled>,
        done: &'d PageDone,
    ) -> Result<Cow<'d, str>, SiteError> {
        match (&self.spill, spilled) {
            (Some(s), Some(at)) => s.get(at).map(Cow::Owned),
            _ => Ok(Cow::Borrowed(&done.body.html)),
        }
    }

    pub fn store(&self, text: String) -> Result<Stored, SiteError> {
        Ok(match &self.spill {
            Some(s) => Stored::Spilled(s.put(&text)?),
            None => Stored::Here(text),
        })
    }

    pub fn load<'s>(&self, stored: &'s Stored) -> Result<Cow<'s, str>, SiteError> {
        match (stored, &self.spill) {
            (Stored::Here(t), _) => Ok(Cow::Borrowed(t)),
            (Stored::Spilled(at), Some(s)) => s.get(*at).map(Cow::Owned),
            (Stored::Spilled(_), None) => Err(SiteError::Build(BuildFault::ScratchLost)),
        }
    }
}
