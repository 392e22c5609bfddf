// ===--- stdlib_exception_group_py.cpp - ExceptionGroup, in Python --------=== //
// BaseExceptionGroup / ExceptionGroup (Python 3.11): a message and a tuple of
// exceptions, with split/subgroup/derive as CPython defines them. Loaded on
// first use of either name (Note [Lazy builtins] in compile_expr.cpp);
// `except*` (compile_stmt.cpp) matches through split().
#include "python/stdlib_py.h"

namespace ts::py {

extern const char* kExceptionGroupSource;

const char* kExceptionGroupSource = R"PY(
def _matcher(condition):
    if isinstance(condition, type) and issubclass(condition, BaseException):
        return lambda e: isinstance(e, condition)
    if isinstance(condition, tuple) and all(isinstance(c, type) and issubclass(c, BaseException) for c in condition):
        return lambda e: isinstance(e, condition)
    if callable(condition) and not isinstance(condition, type):
        return condition
    raise TypeError("expected an exception type, a tuple of exception types, or a callable (other than a class)")

class BaseExceptionGroup(BaseException):
    __module__ = "builtins"

    def __new__(cls, message, exceptions):
        if not isinstance(message, str):
            raise TypeError(f"argument 1 must be str, not {type(message).__name__}")
        if not isinstance(exceptions, (list, tuple)):
            raise TypeError("second argument (exceptions) must be a sequence")
        if not exceptions:
            raise ValueError("second argument (exceptions) must be a non-empty sequence")
        for i, e in enumerate(exceptions):
            if not isinstance(e, BaseException):
                raise ValueError(f"Item {i} of second argument (exceptions) is not an exception")
        if cls is BaseExceptionGroup and all(isinstance(e, Exception) for e in exceptions):
            cls = ExceptionGroup
        elif issubclass(cls, Exception) and not all(isinstance(e, Exception) for e in exceptions):
            raise TypeError("Cannot nest BaseExceptions in an ExceptionGroup")
        self = BaseException.__new__(cls, message, exceptions)
        self.args = (message, exceptions)
        self._message = message
        self._exceptions = tuple(exceptions)
        return self

    def __init__(self, message, exceptions):
        pass

    @property
    def message(self):
        return self._message

    @property
    def exceptions(self):
        return self._exceptions

    def __str__(self):
        n = len(self._exceptions)
        return f"{self._message} ({n} sub-exception{'s' if n > 1 else ''})"

    def derive(self, excs):
        return BaseExceptionGroup(self._message, excs)

    def _derive_keeping(self, excs):
        eg = self.derive(excs)
        eg.__cause__ = self.__cause__
        eg.__context__ = self.__context__
        if hasattr(self, "__notes__"):
            eg.__notes__ = list(self.__notes__)
        return eg

    def split(self, condition):
        match = _matcher(condition)
        if match(self):
            return self, None
        matched, rest = [], []
        for e in self._exceptions:
            if isinstance(e, BaseExceptionGroup):
                m, r = e.split(condition)
                if m is not None:
                    matched.append(m)
                if r is not None:
                    rest.append(r)
            elif match(e):
                matched.append(e)
            else:
                rest.append(e)
        if not matched:
            return None, self
        return self._derive_keeping(matched), (self._derive_keeping(rest) if rest else None)

    def subgroup(self, condition):
        return self.split(condition)[0]

class ExceptionGroup(BaseExceptionGroup, Exception):
    __module__ = "builtins"
)PY";

}  // namespace ts::py
