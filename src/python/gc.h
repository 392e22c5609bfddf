// ===--- gc.h - the Python level's cycle collector -----------------------=== //
#pragma once

#include <cstddef>
#include <mutex>

namespace ts::py {

struct PyObject;

/// The PyObjects of one Interp (Note [Cycle collector]). Objects link
/// themselves in when made (through their type) and out when freed.
class ObjectRegistry {
 public:
  ObjectRegistry() = default;
  ObjectRegistry(const ObjectRegistry&) = delete;
  ObjectRegistry& operator=(const ObjectRegistry&) = delete;
  void add(PyObject* o);
  void remove(PyObject* o);
  /// Unlinks every object: the Interp ends, and objects an embedder still
  /// holds must not point at a freed registry.
  void detachAll();
  PyObject* first() const { return head_; }

 private:
  std::mutex mu_;  ///< taken only while reference counts are shared between threads
  PyObject* head_ = nullptr;
};

/// Frees the registry's objects that only cycles keep alive; returns how
/// many objects were unreachable. Runs when no native code holds an
/// unboxed or borrowed object of the registry (the Interp's end).
size_t collectCycles(ObjectRegistry& registry);

}  // namespace ts::py
