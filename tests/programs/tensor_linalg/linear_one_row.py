# Products with a single row (a batch-1 Linear, a row vector times a
# matrix): every K tail (K % 8), output counts that fill 16-wide panels or
# not, plain and transposed right operands, alpha/beta of addmm, 1 and 2
# threads. Values are printed rounded (the last bits depend on the BLAS
# kernel); the kernel's bits are checked against OpenBLAS in
# tests/unit/tensor/gemm_prescott_test.cpp.
import torch
import torch.nn.functional as F

torch.manual_seed(7)
for threads in [1, 2]:
    torch.set_num_threads(threads)
    for k, n in [(256, 512), (100, 36), (7, 4), (17, 20), (300, 12), (1024, 64), (3, 8), (64, 10), (5, 3)]:
        x = torch.randn(1, k)
        w = torch.randn(n, k)
        b = torch.randn(n)
        y = F.linear(x, w, b)
        z = F.linear(x, w)
        u = x @ w.t().contiguous()
        v = torch.addmm(b, x, w.t(), beta=0.5, alpha=2.0)
        print(threads, k, n, [round(t, 2) for t in y[0, :6].tolist()], round(float(y.sum()), 1),
              round(float(z.sum()), 1), bool(torch.allclose(u, z, atol=1e-4)), round(float(v.sum()), 1))


@torch.jit.script
def mlp(x: torch.Tensor, w1: torch.Tensor, b1: torch.Tensor, w2: torch.Tensor) -> torch.Tensor:
    return F.linear(torch.relu(F.linear(x, w1, b1)), w2)


w1 = torch.randn(128, 64)
b1 = torch.randn(128)
w2 = torch.randn(16, 128)
print([round(t, 3) for t in mlp(torch.randn(1, 64), w1, b1, w2)[0].tolist()])
