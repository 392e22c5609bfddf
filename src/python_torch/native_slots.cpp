// ===--- native_slots.cpp - native protocol methods and properties -------=== //
#include "python_torch/native_slots.h"

#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {
PyType* slotType(Interp& in) {
  TorchState& st = torchState(in);
  if (!st.slot_type) st.slot_type = in.newType("wrapper_descriptor", in.t.object, Layout::Native);
  return st.slot_type;
}
}  // namespace

void addSlot(Interp& in, PyType* type, const char* name, NativeFn fn) {
  auto* f = new NativeFunction(slotType(in), name, fn);
  f->is_method = true;
  type->dict->set(in, in.intern(name), box(f));
}

void addProperty(Interp& in, PyType* type, const char* name, NativeFn get, NativeFn set) {
  auto* w = new PyWrapper(in.t.property, in.native(name, get));
  IValue wv = box(w);
  if (set) w->fset = in.native(name, set);
  type->dict->set(in, in.intern(name), wv);
  type->has_data_descr = true;
}

}  // namespace ts::py
