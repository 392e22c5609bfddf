import torch

cu = torch.jit.CompilationUnit('\n            def foo(a):\n                print("hi\x0e")\n        ')
print(cu.foo.code)
