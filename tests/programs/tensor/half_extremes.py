import torch
h = torch.tensor([[1.5, -2.0, 3.25], [0.5, 7.0, -1.0]], dtype=torch.float16)
b = h.to(torch.bfloat16)
print(h.amax(), h.amin(1), h.max(), h.min(), b.amax(0), b.max(), h.max(dim=1), b.argmax())
