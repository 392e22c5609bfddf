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
/// operators that take such an object (prepacked::*_run) read them by name,
/// and prepacked::*_prepack make one from their arguments.
/// One class type per known class, made once and shared by every load and
/// by the prepack operators; nullptr if `qualified_name` is none we know.
ClassType* customClass(const std::string& qualified_name);

/// Whether `t` is one of customClass's types.
bool isCustomClass(const ClassType* t);

/// Fills `object` (of a customClass type) from its state tuple, as pickled
/// or as the prepack operator's arguments; throws ts::Error when the state
/// does not have the class's layout.
void setCustomClassState(Object& object, const IValue& state);

/// The operator a method of a torch.classes object runs (`unpack` of a
/// Conv2dPackedParamsBase is quantized::conv2d_unpack), or "" if none.
std::string customClassMethodOp(const ClassType* t, const std::string& method);

}  // namespace ts
