# Printing quantized tensors: the dequantized values and the quantizer.
import torch
t = torch.quantize_per_tensor(torch.tensor([[0.5, -1.0], [2.0, 3.3]]), 0.1, 3, torch.quint8)
print(t)
print(t.dtype, t.shape)
w = torch.quantize_per_channel(torch.tensor([[0.5, -1.0], [2.0, 3.3]]), torch.tensor([0.1, 0.2]), torch.tensor([0, 1]), 0, torch.qint8)
print(w)
print(repr(t.int_repr()))
