// ===--- trace_source_map.h - PyTorch's source lines for stdlib code -------=== //
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "frontend/source.h"

namespace ts::py {

/// The location a trace records for a statement starting at `line` of
/// `src` (Note [Traced source locations]); nullopt for a line marked
/// `# pt: caller`, which stands for a builtin: its caller's line counts.
std::optional<SourceRange> tracedLocation(const std::shared_ptr<const Source>& src, uint32_t line);

}  // namespace ts::py
