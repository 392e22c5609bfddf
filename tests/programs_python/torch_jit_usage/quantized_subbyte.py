# quint4x2 / quint2x4 tensors: packing (int_repr shows the packed bytes,
# two or four values a byte, first in the low bits), printing, dequantize,
# element size; weight-only 4-bit embeddings prepacked from them and the
# row-wise operators over fused uint8 tables, scripted and eager.
import torch

torch.manual_seed(0)
w = torch.randn(4, 6)
# What float_qparams_weight_only_qconfig_4bit's observer computes: per row
# scale = (max - min) / 15 and zero point = -min / scale, both float.
lo, hi = w.min(1)[0], w.max(1)[0]
scale = (hi - lo) / 15
zp = -lo / scale
q = torch.quantize_per_channel(w, scale, zp, 0, torch.quint4x2)
print(q)
print(q.int_repr())
print(q.element_size(), q.dtype, q.q_per_channel_scales().dtype, q.q_per_channel_zero_points().dtype)
print(q.dequantize())
q2 = torch.quantize_per_channel(w, scale * 5, zp / 5, 0, torch.quint2x4)
print(q2.int_repr(), q2.dequantize())



@torch.jit.script
def packed_ops(q: torch.Tensor, ids: torch.Tensor, offsets: torch.Tensor):
    packed = torch.ops.quantized.embedding_bag_prepack(q)
    back = torch.ops.quantized.embedding_bag_unpack(packed)
    return (torch.equal(back.int_repr(), q.int_repr()), back.dtype,
            torch.ops.quantized.embedding_bag_4bit(packed, ids, offsets),
            torch.ops.quantized.embedding_4bit(packed, ids.reshape(2, 3)))


ids = torch.tensor([0, 3, 1, 2, 2, 0])
offsets = torch.tensor([0, 2, 3])
for x in packed_ops(q, ids, offsets):
    print(x)


@torch.jit.script
def fused(table: torch.Tensor, ids: torch.Tensor, offsets: torch.Tensor, psw: torch.Tensor):
    b8 = torch.ops.quantized.embedding_bag_byte_prepack(table)
    b4 = torch.ops.quantized.embedding_bag_4bit_prepack(table)
    b2 = torch.ops.quantized.embedding_bag_2bit_prepack(table)
    return (b8.shape, b4, b2,
            torch.ops.quantized.embedding_bag_byte_rowwise_offsets(b8, ids, offsets, per_sample_weights=psw),
            torch.ops.quantized.embedding_bag_4bit_rowwise_offsets(b4, ids, offsets, mode=1),
            torch.ops.quantized.embedding_bag_2bit_rowwise_offsets(b2, ids.reshape(3, 2), None),
            torch.ops.quantized.embedding_bag_4bit_unpack(b4),
            torch.ops.quantized.embedding_bag_2bit_unpack(b2))


for x in fused(torch.randn(4, 8), ids, offsets, torch.linspace(0.5, 1.0, 6)):
    print(x)
