@torch.jit.script
def f(x: int, *, y: float = 2.0) -> int:
    return x
# RUN: ast
# Parameters record annotations, defaults and keyword-only markers;
# decorators and the return annotation are kept.
# CHECK: (FunctionDef f @{{[0-9]+}}:0
# CHECK: (decorators
# CHECK-NEXT: (Attribute .script
# CHECK: (param x @2:6
# CHECK-NEXT: (annotation: Name int @2:9))
# CHECK-NEXT: (param kwonly y @2:17
# CHECK-NEXT: (annotation: Name float
# CHECK-NEXT: (default: FloatLiteral
# CHECK: (returns: Name int
# CHECK: (Return @3:4
