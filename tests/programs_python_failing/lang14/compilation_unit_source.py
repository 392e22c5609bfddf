import torch

cu = torch.jit.CompilationUnit('''
def add_one(x: int) -> int:
    return x + 1

def twice(x: int) -> int:
    return add_one(add_one(x))

def tensor_fn(t):
    return t * 2 + 1
''')

print(cu.add_one(3))
print(cu.twice(5))
print(cu.tensor_fn(torch.tensor([1.0, 2.0])))
print(cu.twice.code)
print(cu.tensor_fn.code)
print(cu.add_one.schema if hasattr(cu.add_one, "schema") else "")
