// ===--- custom_classes.h - torch.classes objects in .pt files ------------=== //
// The C++ classes PyTorch registers with TORCH_LIBRARY (torch.classes.*)
// whose objects .pt files hold: the XNNPACK contexts optimize_for_mobile
// folds convolutions and linear layers into.
#pragma once

#include <string>

#include "runtime/ivalue.h"

namespace ts {

/// Note [Custom classes]: PyTorch pickles a torch.classes object as its
/// class (`__torch__.torch.classes.xnnpack.Conv2dOpContext`) and the tuple
/// its __getstate__ returns; the archive's code file for it is empty. We
/// model each known class as a plain class type whose attributes are the
/// state tuple's items, named as PyTorch's unpack() names them; the
/// operators that take such an object (prepacked::*_run) read them by name.
/// A fresh class type for `qualified_name`, or nullptr if it is none we know.
ClassType* makeCustomClass(const std::string& qualified_name);

/// Fills `object` (of a class makeCustomClass made) from its pickled state;
/// throws ts::Error when the state does not have the class's layout.
void setCustomClassState(Object& object, const IValue& state);

}  // namespace ts
