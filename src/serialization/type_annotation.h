// ===--- type_annotation.h - types as .pt files spell them ----------------=== //
// Serialized code and pickle type tags write types as Python annotations
// (`List[int]`, `Dict[str, Tensor]`, `__torch__.M`); these convert both ways.
#pragma once

#include <functional>
#include <string>

#include "types/type.h"

namespace ts {

/// PyTorch's annotation_str: `Optional[Tensor]`, `Tuple[int, str]`, and the
/// qualified name for classes, enums, interfaces and NamedTuples.
std::string annotationStr(TypePtr t);

/// Resolves a qualified name (`__torch__.M`) to a named type, or nullptr.
using NamedTypeResolver = std::function<TypePtr(const std::string& qualified_name)>;

/// Parses an annotation string; throws ts::Error on malformed text or an
/// unknown name.
TypePtr parseAnnotation(const std::string& text, const NamedTypeResolver& resolve = nullptr);

}  // namespace ts
