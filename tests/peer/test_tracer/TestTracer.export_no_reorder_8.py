import torch

def export_import(m):
    torch.jit.save(m, "export_import.pt")
    return torch.jit.load("export_import.pt")

def func(a, b):
    return a * b / (a - 2 * b) + b
recording_inputs = [torch.tensor([0.5561978816986084], dtype=torch.float32, requires_grad=True), torch.tensor([0.25947844982147217], dtype=torch.float32, requires_grad=True)]
ge1 = torch.jit.trace(func, recording_inputs)
ge2 = export_import(ge1)
outputs_ge1 = ge1(*recording_inputs)
outputs_ge2 = ge2(*recording_inputs)
grad_ge1 = torch.autograd.grad(outputs_ge1, recording_inputs)
grad_ge2 = torch.autograd.grad(outputs_ge2, recording_inputs)
print(outputs_ge1 == outputs_ge2)
