import torch

class DataError(Exception):
    pass

class ShapeError(DataError):
    def __init__(self, expected, got):
        super().__init__(f"expected shape {expected}, got {tuple(got)}")
        self.expected = expected
        self.got = tuple(got)

class NaNError(DataError, ValueError):
    pass

def validate(batch):
    if batch.dim() != 2:
        raise ShapeError(("N", 3), batch.shape)
    if batch.shape[1] != 3:
        raise ShapeError(("N", 3), batch.shape)
    if torch.isnan(batch).any():
        raise NaNError(f"{int(torch.isnan(batch).sum())} NaN values")
    return batch.mean(0)

torch.manual_seed(0)
batches = [torch.randn(4, 3), torch.randn(3), torch.randn(2, 5), torch.tensor([[1.0, float("nan"), 2.0]]), torch.ones(1, 3)]
ok = 0
for i, b in enumerate(batches):
    try:
        m = validate(b)
    except ShapeError as e:
        print(i, "ShapeError", e, e.got)
    except ValueError as e:
        print(i, type(e).__name__, e, isinstance(e, DataError))
    else:
        ok += 1
        print(i, "ok", [round(v, 3) for v in m.tolist()])
    finally:
        print(i, "checked")
print("ok count", ok)
print(NaNError.__mro__[1:3], issubclass(ShapeError, Exception))
errors = []
for t in [torch.zeros(2), torch.zeros(3)]:
    try:
        assert t.numel() == 3, f"bad numel {t.numel()}"
        t[5]
    except (AssertionError, IndexError) as e:
        errors.append(type(e).__name__ + ": " + str(e))
print(errors)
try:
    try:
        torch.ones(2) @ torch.ones(3)
    except RuntimeError as e:
        raise DataError("matmul failed") from e
except DataError as e:
    print(e, "<-", e.__cause__)
try:
    raise ShapeError((1,), [2, 2])
except DataError as e:
    print(repr(e), e.args)
e = KeyError("missing")
print(str(e), repr(e), str(ValueError()), repr(RuntimeError("x", 2)))
