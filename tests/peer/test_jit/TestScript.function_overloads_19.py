import torch

@torch.jit._overload
def test_simple(x1):
    # type: (int) -> int
    pass

@torch.jit._overload
def test_simple(x1):
    # type: (float) -> float
    pass

def test_simple(x1):
    return x1

def invoke_function():
    return (test_simple(1.0), test_simple(0.5))
compiled_fns_1 = torch.jit._script._get_overloads(test_simple)
compiled_fns_2 = torch.jit._script._get_overloads(test_simple)
old_func = test_simple

@torch.jit._overload
def test_simple(x1):
    # type: (str) -> str
    pass

@torch.jit.script
def my_func():
    return old_func('hi')

@torch.jit._overload
def test_simple(a, b):
    # type: (int, int) -> int
    pass

def test_simple(a, b):
    return a + b

@torch.jit.script
def fn():
    return test_simple(3, 4)

@torch.jit._overload
def identity(x1):
    # type: (str) -> str
    pass

@torch.jit._overload
def identity(x1):
    # type: (float) -> float
    pass

def identity(x1=1.0):
    return x1

def invoke():
    return (identity(), identity(0.5), identity('hi'))
print(torch.jit.script(invoke)())
