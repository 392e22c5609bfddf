# torch.quantize_per_channel (integer and float zero points), per-channel
# accessors, per-tensor dequantization and quantize_per_tensor_dynamic.
import torch
scales = torch.tensor([0.1, 0.0123456789, 1/3., 0.7071067811865476], dtype=torch.double)
zps = torch.tensor([3, 100, 7, 128])
w = torch.arange(40.).reshape(4, 10).mul(0.37).sin() * 20
q = torch.quantize_per_channel(w, scales, zps, 0, torch.quint8)
print(q.int_repr().tolist())
print(q.dequantize().tolist())
print(q.q_per_channel_scales().tolist(), q.q_per_channel_zero_points().tolist(), q.q_per_channel_axis())
fq = torch.quantize_per_channel(w, scales.float(), zps.float() + 0.25, 0, torch.quint8)
print(fq.int_repr().tolist())
print(fq.dequantize().tolist())
t = torch.quantize_per_tensor(w, 0.1, 3, torch.quint8)
print(t.dequantize().tolist())
print(torch.quantize_per_tensor_dynamic(w, torch.quint8, False).int_repr().tolist())
print(torch.quantize_per_tensor_dynamic(w, torch.qint8, True).int_repr().tolist())
