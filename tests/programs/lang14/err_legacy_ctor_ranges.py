import torch
for call in ["torch.LongTensor(1, [2, 3])", "torch.LongTensor(1, x)", "torch.LongTensor( 1, [2] )", "torch.LongTensor(hello=1)", "torch.LongTensor(1.5, 2)", "torch.LongTensor(1.5, 2, hello=3)", "torch.LongTensor(x, 2.5)"]:
    src = "def f(x: float):\n    return " + call + "\n"
    try:
        torch.jit.CompilationUnit(src)
    except Exception as e:
        print(str(e).splitlines()[-2:])
