import torch

cu = torch.jit.CompilationUnit('\n            def foo(x, *, y) -> Tuple[Tensor, Tensor]:\n                return x, x\n            def bar(x):\n                return foo(x, y=x)\n        ')
print('*' in str(cu.foo.schema))
